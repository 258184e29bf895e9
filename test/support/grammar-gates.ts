import { checkGates } from '../../src/schedule/grammar/read.js';

// Every phrase a test reads checks the parsers' gates: a gate that skips text its pattern matches throws.
checkGates(true);
