import type { IndicScript } from './shaping-font';

/** A stretch of a line in one script: `null` for text jsPDF's own fonts draw (Latin, digits, punctuation). */
export interface ScriptRun {
  script: IndicScript | null;
  text: string;
}

const scriptOf = (codePoint: number): IndicScript | null => {
  if (codePoint >= 0x0c00 && codePoint <= 0x0c7f) return 'telugu';
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)) {
    return 'devanagari';
  }
  return null;
};

/**
 * Characters that belong to whichever script surrounds them: the joiners (which steer conjunct forms) and the
 * dandas, which Telugu text borrows from the Devanagari block. A space between two words of one script stays in
 * that script's run so a line of Telugu is shaped, and later extracted, as one piece.
 */
const inherited = new Set(['\u200c', '\u200d', '\u0964', '\u0965', ' ']);
const isInherited = (char: string) => inherited.has(char);

/** Splits a line into runs by script, in reading order. */
export function splitByScript(line: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  const chars = Array.from(line);
  chars.forEach((char, i) => {
    const last = runs[runs.length - 1];
    let script = scriptOf(char.codePointAt(0) ?? 0);
    if (script === null && isInherited(char) && last?.script) {
      const next = chars.slice(i + 1).find((c) => !isInherited(c));
      if (next !== undefined && scriptOf(next.codePointAt(0) ?? 0) === last.script) script = last.script;
      else if (char !== ' ') script = last.script;
    }
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  });
  return runs;
}
