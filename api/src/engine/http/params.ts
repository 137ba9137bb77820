import { HttpStatus, ParseIntPipe } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';

/** A path id that is not an integer names nothing: 404, as an id of another organization does. */
export const idPipe = new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND });

/** OpenAPI: the organization id of a tenant route's path. */
export const OrgIdParam = () => ApiParam({ name: 'orgId', type: 'integer' });

/** OpenAPI: the `:id` path parameter of a route about one row. */
export const IdParam = () => ApiParam({ name: 'id', type: 'integer' });
