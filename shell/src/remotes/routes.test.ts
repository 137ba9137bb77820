import type { RemotesConfig } from '@ensemble/contracts';
import { isPublicRoute, matchesPrefix, organizationIdInPath, ownerOf, pageKind } from './routes';
import fullConfig from '../../public/remotes.json';

const config = fullConfig as RemotesConfig;
const social: RemotesConfig = {
  ...config,
  edition: 'social',
  remotes: config.remotes.filter((r) => ['mfe-account', 'mfe-rhapsody', 'mfe-tempo'].includes(r.name)),
};

describe('route-prefix matching', () => {
  it("matches '/' only exactly", () => {
    expect(matchesPrefix('/', '/')).toBe(true);
    expect(matchesPrefix('/dashboard/1', '/')).toBe(false);
  });

  it('matches a prefix and what lies below it, on segment boundaries only', () => {
    expect(matchesPrefix('/tempo', '/tempo')).toBe(true);
    expect(matchesPrefix('/tempo/outbox/3', '/tempo')).toBe(true);
    expect(matchesPrefix('/tempo/', '/tempo')).toBe(true);
    expect(matchesPrefix('/tempos', '/tempo')).toBe(false);
    expect(matchesPrefix('/dashboards/1', '/dashboard')).toBe(false);
  });

  it('finds the owning remote of each area', () => {
    expect(ownerOf(config, '/')?.name).toBe('mfe-account');
    expect(ownerOf(config, '/signup')?.name).toBe('mfe-account');
    expect(ownerOf(config, '/manage-organization/edit/4')?.name).toBe('mfe-account');
    expect(ownerOf(config, '/composition/prospects/4')?.name).toBe('mfe-composition');
    expect(ownerOf(config, '/rhapsody/social/4')?.name).toBe('mfe-rhapsody');
    expect(ownerOf(config, '/dashboard/4')?.name).toBe('mfe-harmony');
    expect(ownerOf(config, '/harmony/email-reports/4')?.name).toBe('mfe-harmony');
    expect(ownerOf(config, '/configuration')?.name).toBe('mfe-tempo');
    expect(ownerOf(config, '/tempo/outbox/4')?.name).toBe('mfe-tempo');
  });

  it('leaves /404, unknown paths and areas of remotes this edition does not load to the shell', () => {
    expect(ownerOf(config, '/404')).toBeNull();
    expect(ownerOf(config, '/nowhere')).toBeNull();
    expect(ownerOf(social, '/dashboard/4')).toBeNull();
    expect(ownerOf(social, '/composition/prospects/4')).toBeNull();
    expect(ownerOf(social, '/rhapsody/social/4')?.name).toBe('mfe-rhapsody');
  });
});

describe('public-route detection', () => {
  it.each([
    '/',
    '/signup',
    '/reset-password',
    '/new-password',
    '/check-email',
    '/email-verification/',
    '/two-step-verification',
    '/select-organization',
    '/company-details',
    '/terms-of-service',
    '/mailbox',
    '/invitation',
    '/email-change',
  ])('%s is shown without the layout', (path) => {
    expect(isPublicRoute(config, path)).toBe(true);
    expect(pageKind(config, path)).toBe('public');
  });

  it.each([
    '/organization/switch',
    '/dashboard/3',
    '/manage-organization/3',
    '/account-settings/3',
    '/releases',
    '/choose-subscription/3',
    '/tempo/outbox/3',
  ])('%s is a layout page', (path) => {
    expect(isPublicRoute(config, path)).toBe(false);
    expect(pageKind(config, path)).toBe('layout');
  });

  it('reports not-found for what no remote owns', () => {
    expect(pageKind(config, '/404')).toBe('not-found');
    expect(pageKind(social, '/harmony/x')).toBe('not-found');
  });
});

describe('organizationIdInPath', () => {
  it('reads the first numeric segment', () => {
    expect(organizationIdInPath('/dashboard/5')).toBe(5);
    expect(organizationIdInPath('/rhapsody/social/5/url/3/post/9')).toBe(5);
    expect(organizationIdInPath('/composition/prospects/12/prospect/99')).toBe(12);
    expect(organizationIdInPath('/releases')).toBeNull();
    expect(organizationIdInPath('/dashboard/abc')).toBeNull();
    expect(organizationIdInPath('/dashboard/0')).toBeNull();
  });
});
