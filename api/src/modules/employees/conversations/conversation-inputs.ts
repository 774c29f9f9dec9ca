/**
 * What the model is given for one AI employee thread (issue 28): the prospect, the employee's
 * settings and the thread's messages, each message marked with who wrote it. The prospect's words
 * travel only as data of the inputs block (modules/ai buildTaskMessages), never as instructions;
 * the grounding check reads these same inputs, so a draft may only use their facts.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type AiConversationRow,
  type AiEmployeeRow,
  messages,
  type ProspectRow,
  prospects,
  spaces,
} from '../../../db/schema';
import type { LlmInputs } from '../../ai';

/** The newest messages of the thread the model reads (older ones add cost, not facts). */
const conversationWindow = 20;

/**
 * Whether an outgoing message is the sender's automation, not a person: the employee marks its own
 * (`detail.ai_conversation_id`), and a campaign step's carries its execution.
 */
export function isAutomatedMessage(message: {
  detail: Record<string, unknown>;
  stepExecutionId: string | null;
}): boolean {
  return typeof message.detail.ai_conversation_id === 'string' || message.stepExecutionId !== null;
}

function employeeInputs(employee: AiEmployeeRow, company: string): NonNullable<LlmInputs['employee']> {
  const { objective, cases, free_value, faq } = employee.settings;
  const link = employee.calendlyEvent?.startsWith('http') ? employee.calendlyEvent : undefined;
  return {
    name: employee.name,
    company,
    objective: [objective.problem, objective.solution, objective.contact_reason].filter(Boolean).join(' '),
    value_proposition: cases
      .map((item) => `${item.whom}: ${item.problem} -> ${item.solution}${item.link ? ` (${item.link})` : ''}`)
      .join('\n'),
    free_value: free_value
      .map((item) => `${item.type}: ${item.how_to_get}, ${item.impact}${item.link ? ` (${item.link})` : ''}`)
      .join('\n'),
    ...(link ? { calendar_link: link } : {}),
    faq,
    language: objective.language,
  };
}

function prospectInputs(prospect: ProspectRow): NonNullable<LlmInputs['prospect']> {
  const fields = {
    first_name: prospect.firstName,
    last_name: prospect.lastName,
    company: prospect.companyName,
    title: prospect.position,
    email: prospect.workEmail ?? prospect.personalEmail ?? prospect.enrichedEmail,
    linkedin_url: prospect.profileUrl,
    website: prospect.website,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as NonNullable<
    LlmInputs['prospect']
  >;
}

/** The inputs of a reply_draft for the conversation as it stands (its dialog's messages, oldest first). */
export async function conversationInputs(
  db: Db,
  conversation: AiConversationRow,
  employee: AiEmployeeRow,
): Promise<LlmInputs> {
  const [prospect] = await db
    .select()
    .from(prospects)
    .where(and(eq(prospects.spaceId, conversation.spaceId), eq(prospects.id, conversation.prospectId)));
  const [space] = await db
    .select({ name: spaces.name })
    .from(spaces)
    .where(eq(spaces.id, conversation.spaceId));
  const thread = await db
    .select({
      direction: messages.direction,
      text: messages.text,
      detail: messages.detail,
      stepExecutionId: messages.stepExecutionId,
    })
    .from(messages)
    .where(
      and(
        eq(messages.spaceId, conversation.spaceId),
        eq(messages.dialogId, conversation.dialogId),
        ne(messages.channel, 'call'),
      ),
    )
    .orderBy(asc(messages.sentAt));
  const conversationMessages = thread
    .filter((message) => message.text.trim() !== '')
    .slice(-conversationWindow)
    .map((message) => ({
      from:
        message.direction === 'in'
          ? ('prospect' as const)
          : isAutomatedMessage(message)
            ? ('employee' as const)
            : ('human' as const),
      text: message.text,
    }));
  return {
    task: 'reply_draft',
    ...(prospect ? { prospect: prospectInputs(prospect) } : {}),
    employee: employeeInputs(employee, space?.name ?? ''),
    conversation: conversationMessages,
  };
}
