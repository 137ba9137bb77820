/**
 * Decodes Stripe's request encoding (what the SDK sends): `a[b][0][c]=v` pairs, form-encoded in POST bodies
 * and in the query string of GETs. Objects whose keys are all indexes become arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = Record<string, FormValue>;

export function parseForm(encoded: string): FormParams {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const path = rawKey.split(/\]\[|\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value;
        return;
      }
      if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return arrayify(root) as FormParams;
}

function arrayify(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => arrayify(obj[k]));
  }
  return Object.fromEntries(keys.map((k) => [k, arrayify(obj[k])]));
}
