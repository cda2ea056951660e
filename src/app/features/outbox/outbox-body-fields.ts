import type { OutboxBody } from '../../lib/offline/outbox/outbox-item';

/** The editable text fields of a submission: a JSON body's, or those of the JSON part of a multipart one. */
export interface EditableFields {
  /** The multipart part holding the JSON, or null for a JSON body. */
  part: string | null;
  values: Record<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textFields = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([key, value]) => key !== 'id' && (typeof value === 'string' || typeof value === 'number'))
      .map(([k, v]) => [k, String(v)]),
  );

export function editableFields(body: OutboxBody): EditableFields | null {
  if (body.type === 'json') return isRecord(body.value) ? { part: null, values: textFields(body.value) } : null;
  if (body.type !== 'form') return null;
  for (const part of body.parts) {
    if (!('value' in part)) continue;
    try {
      const parsed: unknown = JSON.parse(part.value);
      if (isRecord(parsed)) return { part: part.name, values: textFields(parsed) };
    } catch {
      // not the JSON part
    }
  }
  return null;
}

/** The body with the corrected fields put back (numbers stay numbers), files untouched. */
export function withFields(body: OutboxBody, fields: EditableFields): OutboxBody {
  const merge = (record: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(record).map(([k, v]) => [
        k,
        k in fields.values ? (typeof v === 'number' ? Number(fields.values[k]) : fields.values[k]) : v,
      ]),
    );
  if (body.type === 'json' && isRecord(body.value)) return { type: 'json', value: merge(body.value) };
  if (body.type === 'form')
    return {
      type: 'form',
      parts: body.parts.map((p) =>
        'value' in p && p.name === fields.part
          ? { name: p.name, value: JSON.stringify(merge(JSON.parse(p.value) as Record<string, unknown>)) }
          : p,
      ),
    };
  return body;
}
