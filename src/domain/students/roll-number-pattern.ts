import * as v from 'valibot';

/**
 * A college's roll number pattern: text with tokens, e.g. '{YY}{COLLEGE}{ENTRY}{BRANCH}{SERIAL:2}' gives 22B81A0501
 * (batch year 22, college code B81, entry A regular or 5 lateral, branch code 05, serial 01).
 */
export const DEFAULT_ROLL_PATTERN = '{YY}{COLLEGE}{ENTRY}{BRANCH}{SERIAL:2}';

/** GET /api/app/studentRollPattern: the pattern and the codes its tokens stand for. */
export const RollPatternSettingsSchema = v.object({
  pattern: v.string(),
  collegeCode: v.string(),
  regularEntry: v.string(),
  lateralEntry: v.string(),
});
export type RollPatternSettings = v.InferOutput<typeof RollPatternSettingsSchema>;

export const DEFAULT_ROLL_SETTINGS: RollPatternSettings = {
  pattern: DEFAULT_ROLL_PATTERN,
  collegeCode: 'B81',
  regularEntry: 'A',
  lateralEntry: '5',
};

/** What a roll number is made of for one student. */
export interface RollParts {
  startYear: number;
  branchCode: string;
  lateral: boolean;
}

type Piece = { literal: string } | { token: 'YY' | 'YYYY' | 'COLLEGE' | 'ENTRY' | 'BRANCH' } | { serial: number };

const TOKEN = /\{([A-Z]+)(?::(\d))?\}/g;

/** The pattern's pieces, or null when it holds an unknown token, no year, no branch or not exactly one serial. */
export function parseRollPattern(pattern: string): Piece[] | null {
  const pieces: Piece[] = [];
  let at = 0;
  for (const m of pattern.matchAll(TOKEN)) {
    if (m.index > at) pieces.push({ literal: pattern.slice(at, m.index) });
    const [, name, width] = m;
    if (name === 'SERIAL') {
      const w = Number(width ?? '');
      if (!(w >= 2 && w <= 4)) return null;
      pieces.push({ serial: w });
    } else if (width === undefined && ['YY', 'YYYY', 'COLLEGE', 'ENTRY', 'BRANCH'].includes(name!)) {
      pieces.push({ token: name as 'YY' });
    } else return null;
    at = m.index + m[0].length;
  }
  if (at < pattern.length) pieces.push({ literal: pattern.slice(at) });
  const literalsPlain = pieces.every((p) => !('literal' in p) || /^[A-Za-z0-9]*$/.test(p.literal));
  const serials = pieces.filter((p) => 'serial' in p).length;
  const has = (t: string) => pieces.some((p) => 'token' in p && p.token === t);
  return literalsPlain && serials === 1 && (has('YY') || has('YYYY')) && has('BRANCH') ? pieces : null;
}

/**
 * A serial of `width` characters: 01–99 in digits, then (for width 2) A0–Z9 — the letter stands for the tens
 * (A0 = 100), the style colleges use past 99 students in a branch. Null past the last one.
 */
export function formatSerial(serial: number, width: number): string | null {
  if (serial < 1) return null;
  const digitsMax = 10 ** width - 1;
  if (serial <= digitsMax) return String(serial).padStart(width, '0');
  const beyond = serial - digitsMax - 1;
  const tens = Math.floor(beyond / 10 ** (width - 1));
  if (tens >= 26) return null;
  return String.fromCharCode(65 + tens) + String(beyond % 10 ** (width - 1)).padStart(width - 1, '0');
}

/** The last serial a pattern gives in one branch ('Z9' for {SERIAL:2}, serial 359): past it, no roll number. */
export function lastSerialOf(pattern: string): string {
  const width = parseRollPattern(pattern)?.find((p) => 'serial' in p);
  const w = width && 'serial' in width ? width.serial : 2;
  return 'Z' + '9'.repeat(w - 1);
}

/** The serial a formatted serial stands for (the inverse of formatSerial), or null. */
export function serialValue(text: string, width: number): number | null {
  if (text.length !== width) return null;
  if (/^\d+$/.test(text)) return Number(text) || null;
  const m = /^([A-Z])(\d+)$/.exec(text);
  if (!m) return null;
  return 10 ** width + (m[1]!.charCodeAt(0) - 65) * 10 ** (width - 1) + Number(m[2]);
}

const partOf = (piece: Piece, parts: RollParts, settings: RollPatternSettings): string => {
  if ('literal' in piece) return piece.literal;
  if ('serial' in piece) return '';
  switch (piece.token) {
    case 'YY':
      return String(parts.startYear % 100).padStart(2, '0');
    case 'YYYY':
      return String(parts.startYear);
    case 'COLLEGE':
      return settings.collegeCode;
    case 'ENTRY':
      return parts.lateral ? settings.lateralEntry : settings.regularEntry;
    case 'BRANCH':
      return parts.branchCode;
  }
};

/** What comes before and after the serial for these parts: roll numbers of one group share them. */
export function rollFrame(pieces: Piece[], parts: RollParts, settings: RollPatternSettings) {
  const index = pieces.findIndex((p) => 'serial' in p);
  const join = (list: Piece[]) => list.map((p) => partOf(p, parts, settings)).join('');
  const width = (pieces[index] as { serial: number }).serial;
  return { prefix: join(pieces.slice(0, index)), suffix: join(pieces.slice(index + 1)), width };
}

export interface RollCandidate extends RollParts {
  studentId: number;
}

export interface PreviewRow {
  studentId: number;
  rollNumber: string | null;
}

/**
 * The roll numbers the candidates would be given, in the order given: within each group (same prefix and suffix)
 * the serial continues after the highest one already taken, so assigning again never gives a number twice. A
 * candidate past the last serial gets null.
 */
export function previewRollNumbers(
  candidates: readonly RollCandidate[],
  taken: readonly string[],
  settings: RollPatternSettings,
): PreviewRow[] {
  const pieces = parseRollPattern(settings.pattern);
  if (!pieces) throw new Error('roll number pattern not valid');
  const highest = new Map<string, number>();
  const highestIn = (prefix: string, suffix: string, width: number) => {
    const key = `${prefix}|${suffix}`;
    if (!highest.has(key)) {
      let top = 0;
      for (const roll of taken) {
        if (roll.length !== prefix.length + width + suffix.length) continue;
        if (!roll.startsWith(prefix) || !roll.endsWith(suffix)) continue;
        top = Math.max(top, serialValue(roll.slice(prefix.length, prefix.length + width), width) ?? 0);
      }
      highest.set(key, top);
    }
    return key;
  };
  return candidates.map((c) => {
    const { prefix, suffix, width } = rollFrame(pieces, c, settings);
    const key = highestIn(prefix, suffix, width);
    const next = highest.get(key)! + 1;
    const serial = formatSerial(next, width);
    if (serial === null) return { studentId: c.studentId, rollNumber: null };
    highest.set(key, next);
    return { studentId: c.studentId, rollNumber: `${prefix}${serial}${suffix}` };
  });
}

/** The prefix every roll number of a batch's branch starts with (what the store searches for taken numbers). */
export function groupPrefix(settings: RollPatternSettings, parts: RollParts): string {
  const pieces = parseRollPattern(settings.pattern);
  return pieces ? rollFrame(pieces, parts, settings).prefix : '';
}
