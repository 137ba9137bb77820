import {
  authEndpoints,
  type BackupCodes,
  type DetailResponse,
  type LoginSuccess,
  type OtpDevice,
  requestOf,
  twoFactorEndpoints as api,
  type User,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';
import { keepUser } from './profileApi';

export const twoFactorApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** Two-step sign-in (public): sends a code to the verified phone of the challenged user. */
    loginSendSms: build.mutation<DetailResponse, { challenge: string }>({
      query: (body) => requestOf(authEndpoints.loginSendSms, { body }),
    }),
    /** Two-step sign-in (public): SMS code, authenticator code or backup code → tokens. */
    loginVerify: build.mutation<LoginSuccess, { challenge: string; token: string }>({
      query: (body) => requestOf(authEndpoints.loginVerify, { body }),
    }),
    smsSetup: build.mutation<DetailResponse, { phone_number: string; password: string }>({
      query: (body) => requestOf(api.smsSetup, { body }),
    }),
    smsEnable: build.mutation<User, { token: string }>({
      query: (body) => requestOf(api.smsEnable, { body }),
      onQueryStarted: (_arg, api) => keepUser(api),
    }),
    smsDisableCode: build.mutation<DetailResponse, void>({
      query: () => requestOf(api.smsDisableCode, { body: {} }),
    }),
    smsDisable: build.mutation<User, { token: string }>({
      query: (body) => requestOf(api.smsDisable, { body }),
      onQueryStarted: (_arg, api) => keepUser(api),
    }),
    otpDevice: build.mutation<OtpDevice, { password: string }>({
      query: (body) => requestOf(api.otpDevice, { body }),
    }),
    otpEnable: build.mutation<BackupCodes, { token: string }>({
      query: (body) => requestOf(api.otpEnable, { body }),
      invalidatesTags: ['Me'],
    }),
    otpDisable: build.mutation<User, { token: string }>({
      query: (body) => requestOf(api.otpDisable, { body }),
      onQueryStarted: (_arg, api) => keepUser(api),
    }),
    regenerateBackupCodes: build.mutation<BackupCodes, { token: string }>({
      query: (body) => requestOf(api.backupCodes, { body }),
    }),
  }),
});

export const {
  useLoginSendSmsMutation,
  useLoginVerifyMutation,
  useSmsSetupMutation,
  useSmsEnableMutation,
  useSmsDisableCodeMutation,
  useSmsDisableMutation,
  useOtpDeviceMutation,
  useOtpEnableMutation,
  useOtpDisableMutation,
  useRegenerateBackupCodesMutation,
} = twoFactorApi;
