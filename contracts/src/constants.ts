/** Business constants and limits from the specification (spec 1 §9 and the documents that continue it). */
export const pageSizes = {
  organizationPicker: 5,
  organizationList: 20,
  organizationMenu: 15,
  usersTable: 10,
  invoices: 5,
  options: [5, 10, 25, 50] as const,
  default: 10,
  releases: 100,
  outbox: 20,
} as const;

export const limits = {
  mobileMaxWidth: 768,
  mobileMenuCloseDelayMs: 150,
  searchDebounceMs: 300,
  globalSearchMinChars: 3,
  globalSearchResults: 50,
  lookupMinChars: 2,
  logoMaxKb: 2048,
  logoMaxSidePx: 100,
  logoQuality: 0.6,
  deletionGraceDays: 14,
  verificationCodeLength: 6,
  smsResendWaitSeconds: 30,
  invitationResendLockMs: 3000,
  sessionExpiredToastMs: 2000,
  /** Spec 1 §9: a success modal closes by itself after 700-1000 ms. */
  modalCloseDelayMs: 1000,
  nameMaxLength: 150,
  emailMaxLength: 254,
  organizationNameMaxLength: 255,
  passwordMaxLength: 128,
  /** Signed links sent by email (verification, password reset). */
  emailLinkTtlHours: 48,
} as const;

/** Lead stages (fsm_state buckets), spec 2. */
export const stages = ['opportunity', 'prospect', 'client', 'former_client', 'other'] as const;
export type Stage = (typeof stages)[number];

/** The deployment edition decides which remotes the shell loads (spec 1 §1). */
export const editions = ['full', 'social'] as const;
export type Edition = (typeof editions)[number];
