import 'reflect-metadata';
import { Body, Query } from '@nestjs/common';
import { PIPES_METADATA } from '@nestjs/common/constants';
import type { Endpoint as EndpointDeclaration } from '@ensemble/contracts';
import { object, string } from 'yup';
import { Endpoint } from './endpoint.decorator';

const declaration: EndpointDeclaration = {
  method: 'POST',
  path: '/organization/:orgId/notes/',
  access: 'member',
  tag: 'Notes',
  summary: 'Add a note',
  body: object({ text: string().required('This field is required.') }),
  query: object({ draft: string() }),
  response: null,
  status: 204,
};

describe('@Endpoint input validation', () => {
  it('validates the whole @Body() and @Query() with the declaration’s schemas, in a pipe', async () => {
    class Notes {
      @Endpoint(declaration)
      add(@Body() _body: unknown, @Query() _query: unknown): void {}
    }
    const [pipe] = Reflect.getMetadata(PIPES_METADATA, Notes.prototype.add) as {
      transform: (value: unknown, meta: { type: string; data?: string }) => Promise<unknown>;
    }[];
    await expect(pipe.transform({ text: 'Hi', extra: 1 }, { type: 'body' })).resolves.toEqual({ text: 'Hi' });
    await expect(pipe.transform({}, { type: 'body' })).rejects.toMatchObject({
      response: { text: ['This field is required.'] },
    });
    await expect(pipe.transform({ draft: 'yes', page: '2' }, { type: 'query' })).resolves.toEqual({
      draft: 'yes',
    });
    // Anything else (path ids, the caller) passes untouched.
    expect(await pipe.transform('7', { type: 'param', data: 'orgId' })).toBe('7');
  });

  it.each([
    ['body', Query(), 'declares a body schema but add() takes no @Body()'],
    ['query', Body(), 'declares a query schema but add() takes no @Query()'],
  ])(
    'refuses, when the module loads, a handler that leaves its declared %s unchecked',
    (_part, only, message) => {
      expect(() => {
        class Notes {
          @Endpoint(declaration)
          add(@only _input: unknown): void {}
        }
        return Notes;
      }).toThrow(`POST /organization/:orgId/notes/ ${message}`);
    },
  );
});
