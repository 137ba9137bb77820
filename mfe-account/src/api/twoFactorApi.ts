import {
  accountPaths,
  type BackupCodes,
  type DetailResponse,
  type LoginSuccess,
  type OtpDevice,
  type User,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';
import { keepUser } from './profileApi';

const p = accountPaths.twoFactor;

export const twoFactorApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** Two-step sign-in (public): sends a code to the verified phone of the challenged user. */
    loginSendSms: build.mutation<DetailResponse, { challenge: string }>({
      query: (body) => ({ url: p.loginSendSms, method: 'POST', body }),
    }),
    /** Two-step sign-in (public): SMS code, authenticator code or backup code → tokens. */
    loginVerify: build.mutation<LoginSuccess, { challenge: string; token: string }>({
      query: (body) => ({ url: p.loginVerify, method: 'POST', body }),
    }),
    smsSetup: build.mutation<DetailResponse, { phone_number: string; password: string }>({
      query: (body) => ({ url: p.smsSetup, method: 'POST', body }),
    }),
    smsEnable: build.mutation<User, { token: string }>({
      query: (body) => ({ url: p.smsEnable, method: 'POST', body }),
      onQueryStarted: (_arg, api) => keepUser(api),
    }),
    smsDisableCode: build.mutation<DetailResponse, void>({
      query: () => ({ url: p.smsDisableCode, method: 'POST', body: {} }),
    }),
    smsDisable: build.mutation<User, { token: string }>({
      query: (body) => ({ url: p.smsDisable, method: 'POST', body }),
      onQueryStarted: (_arg, api) => keepUser(api),
    }),
    otpDevice: build.mutation<OtpDevice, { password: string }>({
      query: (body) => ({ url: p.otpDevice, method: 'POST', body }),
    }),
    otpEnable: build.mutation<BackupCodes, { token: string }>({
      query: (body) => ({ url: p.otpEnable, method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    otpDisable: build.mutation<User, { token: string }>({
      query: (body) => ({ url: p.otpDisable, method: 'POST', body }),
      onQueryStarted: (_arg, api) => keepUser(api),
    }),
    regenerateBackupCodes: build.mutation<BackupCodes, { token: string }>({
      query: (body) => ({ url: p.backupCodes, method: 'POST', body }),
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
