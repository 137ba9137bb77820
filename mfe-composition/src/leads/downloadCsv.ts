/** Moved to shared-ui (harmony's report exports use it too); kept here so composition's imports stay as they are. */
export { downloadCsv } from '@ensemble/shared-ui';
