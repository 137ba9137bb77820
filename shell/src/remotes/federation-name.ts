/** The Module Federation container name of a remote (tools/webpack builds with the same mapping). */
export function federationName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}
