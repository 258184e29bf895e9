/**
 * Titles said before a person's name ("Mr. Patel visits tue/thu 10:30", "Dr Okafor rounds 7am"): words of a name,
 * never of a schedule. Safe because a title carries no time, day or place: "mr", "mrs", "ms", "mx", "dr", "prof",
 * "miss", with or without its full stop; only the title, so the name after it is judged by the name's own tests.
 */
const HONORIFIC = /^(?:mr|mrs|ms|mx|dr|prof|miss)\.?$/i;

export function isHonorific(word: string): boolean {
  return HONORIFIC.test(word);
}
