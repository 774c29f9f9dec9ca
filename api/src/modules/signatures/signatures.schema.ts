import { z } from '@hono/zod-openapi';
import type { SignatureRow } from '../../db/schema';
import { dateTime } from '../../openapi/json-fields';
import { filledText } from '../../openapi/text-rules';

export const maxSignatureNameLength = 100;
export const maxSignatureContentLength = 10_000;

export const signatureMessages = {
  notFound: 'Signature not found',
} as const;

export const createSignatureInput = z.object(
  {
    name: filledText(maxSignatureNameLength),
    content: filledText(maxSignatureContentLength),
    is_default: z.boolean({ error: 'is_default must be true or false' }).default(false),
  },
  { error: 'Body must be a JSON object' },
);
export type CreateSignatureInput = z.infer<typeof createSignatureInput>;

export const updateSignatureInput = z.object(
  {
    name: filledText(maxSignatureNameLength).optional(),
    content: filledText(maxSignatureContentLength).optional(),
    is_default: z.boolean({ error: 'is_default must be true or false' }).optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type UpdateSignatureInput = z.infer<typeof updateSignatureInput>;

export const credentialQuery = z.object({
  credentials_id: z.string({ error: 'credentials_id: Fill this field' }).min(1, 'Fill this field'),
});

export const optionalCredentialQuery = z.object({ credentials_id: z.string().optional() });

/** spec: outreach §3 Signature: _id, name, message (content), is_default; the one description of it. */
export const SignatureSchema = z
  .object({
    _id: z.string(),
    credentials_id: z.string(),
    name: z.string().openapi({ example: 'Work' }),
    content: z.string().openapi({ example: 'Best regards, Ann' }),
    /** The same text as `content`, under the name the spec gives it. */
    message: z.string().openapi({ example: 'Best regards, Ann' }),
    is_default: z.boolean(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('Signature');
export type SignatureJson = z.infer<typeof SignatureSchema>;

export function signatureJson(row: SignatureRow): SignatureJson {
  return {
    _id: row.id,
    credentials_id: row.credentialId,
    name: row.name,
    content: row.content,
    message: row.content,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
