/** The repair flows of platform §5: security code, phone, two-step mailbox, email check, retry. */
import { AppError } from '../../errors';
import { supportedTwoFactorMethod } from '../../providers/social-network/social-network.driver';
import { serverEvents } from '../../realtime/events';
import { isAuthorized, isCodeExpired } from './credential-state';
import type { CredentialActionResult } from './credential-responses.schema';
import {
  credentialMessages,
  type SendCodeInput,
  type SendPhoneInput,
  type TwoFactorInput,
} from './credentials.schema';
import {
  type CredentialContext,
  findCredential,
  toJson,
  saveCredential,
  announce,
  socialAccount,
  recordOutcome,
} from './credentials.service';

/** POST /credentials/{id}/send {code, resend}: the security code of platform §5 (6 digits, 60/10-minute life). */
export async function sendSecurityCode(
  context: CredentialContext,
  id: string,
  input: SendCodeInput,
): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  const pending = row.authStatus.security_code;
  if (!pending?.requested_at) throw new AppError(400, credentialMessages.codeNotRequested);
  const now = context.scope.clock.now();

  if (input.resend) {
    const { pinType } = await context.network.resendSecurityCode(socialAccount(context, row));
    const saved = await saveCredential(context, row.id, {
      authStatus: {
        ...row.authStatus,
        security_code: {
          requested_at: now.toISOString(),
          is_wrong: false,
          is_entering: false,
          pin_type: pinType,
        },
      },
    });
    return { message: credentialMessages.codeResent, credential: await announce(context, saved) };
  }

  if (isCodeExpired(row.authStatus, now)) throw new AppError(400, credentialMessages.codeExpired);
  const outcome = await context.network.submitSecurityCode(socialAccount(context, row), input.code ?? '');
  const saved = await recordOutcome(context, row, outcome);
  if (outcome.type === 'wrong_security_code') throw new AppError(400, credentialMessages.codeWrong);
  return { message: credentialMessages.codeSent, credential: await toJson(context, saved) };
}

/** POST /credentials/{id}/send_phone {number, country_code, phone_code}. */
export async function sendPhone(
  context: CredentialContext,
  id: string,
  input: SendPhoneInput,
): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (!row.authStatus.phone?.requested_at) throw new AppError(400, credentialMessages.phoneNotRequested);
  const outcome = await context.network.submitPhone(socialAccount(context, row), {
    number: input.number,
    countryCode: input.country_code,
    phoneCode: input.phone_code,
  });
  const saved = await recordOutcome(context, row, outcome);
  if (outcome.type === 'wrong_phone') throw new AppError(400, credentialMessages.phoneRefused);
  return { message: credentialMessages.phoneSent, credential: await toJson(context, saved) };
}

/** POST /credentials/{id}/resend_phone: the network asks for the phone again. */
export async function resendPhone(context: CredentialContext, id: string): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (!row.authStatus.phone?.requested_at) throw new AppError(400, credentialMessages.phoneNotRequested);
  await context.network.resendPhone(socialAccount(context, row));
  const saved = await saveCredential(context, row.id, {
    authStatus: {
      ...row.authStatus,
      phone: { requested_at: context.scope.clock.now().toISOString(), is_wrong: false, is_entering: false },
    },
  });
  return { message: credentialMessages.phoneResent, credential: await announce(context, saved) };
}

/**
 * PUT /credentials/{id}/two_factor {username, password}: stores the mailbox that
 * receives the two-step codes and, when the network is waiting for it, logs in.
 */
export async function setTwoFactor(
  context: CredentialContext,
  id: string,
  input: TwoFactorInput,
): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (row.required2fa && row.required2fa !== supportedTwoFactorMethod) {
    throw new AppError(400, credentialMessages.twoFactorUnsupported);
  }
  const twoFactor = {
    username: input.username,
    password: context.secrets.encrypt(input.password),
    status: null,
    update_password: false,
    link: null,
    temporary_locked_at: null,
  };
  let saved = await saveCredential(context, row.id, { twoFactor });
  if (!row.required2fa)
    return { message: credentialMessages.twoFactorSet, credential: await announce(context, saved) };

  const outcome = await context.network.submitTwoFactor(socialAccount(context, saved));
  saved = await recordOutcome(context, saved, outcome);
  if (outcome.type === 'two_factor_wrong') throw new AppError(400, credentialMessages.twoFactorWrong);
  if (outcome.type === 'two_factor_locked') throw new AppError(400, credentialMessages.twoFactorLocked);
  return { message: credentialMessages.twoFactorSet, credential: await toJson(context, saved) };
}

/** POST /credentials/{id}/verify_email: the user confirmed the network's email; the login continues. */
export async function verifyEmail(context: CredentialContext, id: string): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (!row.requiredActions.verify_email) throw new AppError(400, credentialMessages.verifyEmailNotRequired);
  const outcome = await context.network.verifyEmail(socialAccount(context, row));
  const saved = await recordOutcome(context, row, outcome, {
    requiredActions: { ...row.requiredActions, verify_email: false },
  });
  return { message: credentialMessages.emailVerified, credential: await toJson(context, saved) };
}

/**
 * POST /credentials/{id}/do_auth: try the login again (the auto-authorization
 * request of ai-telephony §4, which clears the waiting flag). An account that
 * is logged in with nothing pending gets `already_authorized` instead.
 */
export async function doAuth(context: CredentialContext, id: string): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (isAuthorized(row)) {
    context.scope.realtime.toCredential(row.id, serverEvents.alreadyAuthorized, {
      credential_id: row.id,
      username: row.username,
    });
    return { message: credentialMessages.alreadyAuthorized, credential: await toJson(context, row) };
  }
  const outcome = await context.network.connect(socialAccount(context, row, true));
  const saved = await recordOutcome(context, row, outcome, { waitForAuthorization: false });
  return { message: credentialMessages.authRequested, credential: await toJson(context, saved) };
}
