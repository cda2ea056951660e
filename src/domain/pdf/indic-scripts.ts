import type { IndicScript } from './shaped-text/shaping-font';

/**
 * Which Indian scripts a text, or any string inside a value (a result sheet, a week, a list of tickets), is written in.
 * Small and free of imports on purpose: a screen asks this before it loads the PDF code, the shaper or its fonts.
 */
const scriptOfUnit = (unit: number): IndicScript | null => {
  if (unit >= 0x0c00 && unit <= 0x0c7f) return 'telugu';
  if ((unit >= 0x0900 && unit <= 0x097f) || (unit >= 0xa8e0 && unit <= 0xa8ff)) return 'devanagari';
  return null;
};

function addScripts(text: string, found: Set<IndicScript>): void {
  for (let i = 0; i < text.length; i++) {
    const script = scriptOfUnit(text.charCodeAt(i));
    if (script) found.add(script);
  }
}

/** The Indian scripts of every string in `value`, looked for through arrays and plain objects (bytes are skipped). */
export function indicScriptsIn(value: unknown): IndicScript[] {
  const found = new Set<IndicScript>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string') addScripts(v, found);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null && !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer))
      Object.values(v).forEach(visit);
  };
  visit(value);
  return [...found].sort();
}
