/**
 * Contract paths are written from the API root ('/auth/2fa/login/verify/'); a controller mounted at 'auth'
 * declares the rest. One place strips the controller's prefix, so a route always matches its contract path.
 */
export function underController(prefix: string, contractPath: string): string {
  const head = `/${prefix}/`;
  if (!contractPath.startsWith(head)) throw new Error(`${contractPath} is not under /${prefix}/`);
  return contractPath.slice(head.length);
}
