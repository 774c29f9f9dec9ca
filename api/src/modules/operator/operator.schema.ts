import { z } from '../../openapi/contract';
import { strictObject } from '../../strict-object';

/** POST /api/operator/admin: the arguments of `npm run admin --`, as typed on the command line. */
export const runAdminCommandInput = strictObject({
  args: z.array(z.string().max(320)).max(4),
});

/** What the command printed and its exit code, for the CLI to print and exit with. */
export const AdminCommandResult = z
  .object({
    exit_code: z.number().int(),
    stdout: z.array(z.string()),
    stderr: z.array(z.string()),
  })
  .openapi('AdminCommandResult');
