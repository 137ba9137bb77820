/** The demo account created when SEED_DEMO=true (documented in the README; for local use only). */
export const DEMO_USER_EMAIL = 'demo@ensemble.local';
export const DEMO_USER_PASSWORD = 'Ensemble#2026';
export const DEMO_ORGANIZATION_NAME = 'Demo Agency';
export const DEMO_ORGANIZATION_EMAIL = 'demo-agency@ensemble.local';
export const DEMO_ORGANIZATION_INDUSTRY = 'Insurance';
