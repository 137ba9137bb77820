import { underController } from '../../../engine/http/controller-path';

/** Placeholder organization id: the billing paths come from the contract with ':orgId' put in its place. */
export const X = 0;

/** A contract path (billingPaths.x(X)) as the route below the controller's prefix, with ':orgId'. */
export const tail = (prefix: string, contractPath: string) =>
  underController(prefix, contractPath.replace(`/${X}/`, '/:orgId/'));
