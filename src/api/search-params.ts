/** A query's parameters: empty values are left out, so that the contract's defaults apply. */
export function searchParamsOf(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}
