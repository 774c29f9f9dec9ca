import { employeeMessages } from '@outreach/core/ai';
import { useT } from '@outreach/sdk';

type RuleKey = keyof typeof employeeMessages;
const ruleKeys = Object.keys(employeeMessages) as RuleKey[];

/** A rule's message (core's English wording, the API's too) in the page's language. */
export function useRuleMessage(): (message: string) => string {
  const t = useT('aiEmployees');
  return (message) => {
    const key = ruleKeys.find((rule) => employeeMessages[rule] === message);
    return key ? t(`messages.${key}`) : message;
  };
}
