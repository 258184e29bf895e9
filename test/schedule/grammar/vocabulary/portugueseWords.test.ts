import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SAO = 'America/Sao_Paulo';
const LIS = 'Europe/Lisbon';

describe('schedules said whole in Brazilian Portuguese, the job named after them in Portuguese', () => {
  it.each([
    // how often: "a cada", "de N em N", "de hora em hora", within hours "das ... às ..." (the 24-hour clock)
    ['a cada 20 minutos conferir a fila', SAO, ['0/20 * * * ?'], /"cada 20 minutos" read as "every 20 minutes"/],
    ['de 3 em 3 horas verificar os servidores', SAO, ['0 0/3 * * ?'], /"de 3 em 3 horas" read as "every 3 hours"/],
    ['de hora em hora das 8h às 17h, seg a sex', SAO, ['0 11-20 ? * 2-6'], /"de hora em hora" read as "every hour"/],
    [
      'de 30 em 30 minutos das 10h até as 12h',
      SAO,
      ['0,30 13,14 * * ?', '0 15 * * ?'],
      /read as "from 10:00 to 12:00"/,
    ],
    // parts of the day
    ['todo dia às 8 da manhã tomar remédio', SAO, ['0 11 * * ?'], /"às 8 da manhã" read as "at 8:00am"/],
    ['toda quarta às 3 da tarde aula de violão', SAO, ['0 18 ? * 4'], /"às 3 da tarde" read as "at 3:00pm"/],
    ['todo dia às 11 da noite rodar o backup', SAO, ['0 2 * * ?'], /"às 11 da noite" read as "at 11:00pm"/],
    ['sábados e domingos 10h da manhã abrir o salão', SAO, ['0 13 ? * 1,7'], /read as "10:00am"/],
    ['meia-noite todo dia limpar o cache', SAO, ['0 3 * * ?'], /"meia-noite" read as "at midnight"/],
    // days: ranges and lists with "de", "3a feira"
    ['de terça a sábado às 7h30 abrir o caixa', SAO, ['30 10 ? * 3-7'], /"abrir o caixa" aside/],
    ['às 10h e às 16h de segunda a sexta', SAO, ['0 13,19 ? * 2-6'], /"de segunda a sexta" read as "monday to friday"/],
    ['toda 5a feira 19h culto', SAO, ['0 22 ? * 5'], /read as "every thursday"/],
    ['ensaio 6ª-feira às 20h horário de Brasília', LIS, ['0 23 ? * 6'], /read as "friday"/],
    // days of the month
    [
      'primeiro dia útil do mês às 9h conferir o extrato',
      SAO,
      ['0 12 1W * ?'],
      /"the first business day of the month"/,
    ],
    ['última sexta-feira de cada mês às 16h reunião de equipe', SAO, ['0 19 ? * 6L'], /"the last friday of the month"/],
    ['dias 5 e 20 às 10h pagar aluguel', SAO, ['0 13 5,20 * ?'], /read as "every month on the 5th and 20th"/],
    ['dia 15 do mês às 18h fechar o mês', SAO, ['0 21 15 * ?'], /Set "fechar o mês" aside/],
    // one run, an end
    ['amanhã às 15h ligar pro contador', SAO, ['0 18 13 1 ?'], /"amanhã" read as "tomorrow"/],
    ['toda segunda às 9h até 31 de março', SAO, ['0 12 ? * 2'], /read as "until march 31"/],
    ['toda sexta 17h até o final de março', SAO, ['0 20 ? * 6'], /read as "until the end of march"/],
    // a reminder before an event said with its time
    ['10 min antes da reunião das 14h, toda terça', SAO, ['50 16 ? * 3'], /"10 min before the meeting at 14:00"/],
    // an English schedule, the job named in Portuguese
    ['every weekday at 18:00 fechamento do caixa', SAO, ['0 21 ? * 2-6'], /Set "fechamento do caixa" aside/],
    ['weekdays 9am planejar a semana', SAO, ['0 12 ? * 2-6'], /Set "planejar a semana" aside/],
    ['every day at noon regar as plantas', SAO, ['0 15 * * ?'], /Set "regar as plantas" aside/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a lone day of the month: the next 27th, or every month's?
    ['às 0h do dia 27 disparar o email', SAO],
    // next month's: one run, not every month's
    ['dia 5 do mês que vem às 9h', SAO],
    ['dias 5 e 20 do mês que vem às 9h', SAO],
    ['primeira segunda do mês que vem às 8h', SAO],
    // an hour the part of the day does not hold, or either half
    ['todo dia às 12 da noite', SAO],
    ['todo dia às 8 da tarde', SAO],
    ['de hora em hora das 9 às 5', SAO],
    // two counts that differ; every other week; holidays
    ['de 2 em 3 horas', SAO],
    ['reunião quinzenal segunda 10h', SAO],
    ['todo dia útil às 8h, exceto feriados', SAO],
    // "todo dia 7 e 19h": no 7th of the month, and 7 of which half?
    ['todo dia 7 e 19h', SAO],
    // a day of the month among the job's words; a time after the thing done
    ['toda segunda às 9h pagar o dia 5', SAO],
    ['every day at 9 fechar a semana que vem', SAO],
  ])('refuses %s (%s)', (phrase, zone) => refuses(phrase, zone, /./));
});

describe('Portuguese "no/na" before a day: the plural every week, the singular once; Spanish "no" is "not"', () => {
  const MEX = 'America/Mexico_City';
  it.each([
    ['reunião nas sextas às 15h', SAO, ['0 18 ? * 6'], /"nas" read as "on"/],
    ['lembrete: backup nos domingos às 9h', SAO, ['0 12 ? * 1'], /read as "sunday"/],
    // after an interval, as English "every 6 hours on Saturday"
    ['lembrete de backup a cada 6 horas no domingo', SAO, ['0 3/6 ? * 1'], /"no" read as "on"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the singular: the coming day, once, not every week
    ['lembrete: consulta na terça às 14h', SAO],
    ['reunião na sexta às 15h', SAO],
    ['reunião no sábado às 9h', SAO],
    // Spanish "no" (not) beside a place's name written with ã: never "on"
    ['visita a São Paulo a las 9 no domingo', MEX],
    ['junta en São Paulo a las 9 no sábado', MEX],
    ['visita a São Paulo a las 9 nos domingos', MEX],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /could not read/), 60_000);
});

describe('Portuguese "às 19h de X": a place\'s clock only where X cannot be a name', () => {
  it.each([
    ['toda sexta às 19h de Maputo', 'UTC', ['0 17 ? * 6'], /"de maputo" read as "maputo time"/],
    ['reunião de diretoria toda terça às 15h de Luanda', LIS, ['0 14 ? * 3'], /"de luanda" read as "luanda time"/],
    // said as a clock: "horário de"
    ['toda sexta às 19h horário de Maui', 'UTC', ['0 5 ? * 7'], /"maui time" read as the clock/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the gazetteer's places may be a person's, a pet's or a lesson's; Santiago names several places
    ['aula de violão toda segunda às 19h de Montana', 'UTC'],
    ['toda sexta às 19h de Maui', 'UTC'],
    ['toda sexta às 19h de Santiago', 'UTC'],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
