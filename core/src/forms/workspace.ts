import { z } from 'zod';
import { emailRule } from './account';

/** The workspace rules the API checks and the shell's forms check before sending (spec platform §5). */
export const workspaceRules = { nameMax: 100 } as const;

export const workspaceMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `The name must be at most ${workspaceRules.nameMax} characters`,
  inviteEmail: 'Please enter email',
  notValidEmail: 'Not valid email',
} as const;

/** What is wrong with a workspace name (spec §5 "Workspace name required ('Name is required')"), or null. */
export function workspaceNameProblem(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return workspaceMessages.nameRequired;
  if (trimmed.length > workspaceRules.nameMax) return workspaceMessages.nameTooLong;
  return null;
}

/** The workspace basic form (POST /space/{id}/update {space_object: {name}}). */
export function workspaceNameForm(messages: { nameRequired: string } = workspaceMessages) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, messages.nameRequired)
      .max(workspaceRules.nameMax, workspaceMessages.nameTooLong),
  });
}

/** The emails typed in an invite (comma, semicolon or space separated). */
export function splitInviteEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

const inviteEmail = emailRule(z.string());

/** spec §5: none typed is 'Please enter email', one not an address is 'Not valid email'; else null. */
export function inviteEmailsProblem(
  emails: readonly string[],
  messages: { inviteEmail: string; notValidEmail: string } = workspaceMessages,
): string | null {
  if (emails.length === 0) return messages.inviteEmail;
  if (emails.some((email) => !inviteEmail.safeParse(email).success)) return messages.notValidEmail;
  return null;
}

/** The invite-by-email form's text field, in the form's words. */
export function inviteEmailsForm(messages: { inviteEmail: string; notValidEmail: string }) {
  return z.string().transform((text, context) => {
    const emails = splitInviteEmails(text);
    const problem = inviteEmailsProblem(emails, messages);
    if (problem) context.addIssue({ code: 'custom', message: problem });
    return emails;
  });
}
