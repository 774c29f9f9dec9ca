/**
 * Replies a person answers, not the AI employee (issue 28 "Safety": messages about pricing, legal,
 * complaints or unsubscribe are escalated; so is anyone who asks for a human). Keyword rules in the
 * five languages of the product, erring on the side of a person: a false alarm costs a look, a
 * miss costs a customer.
 */
export type EscalationReason = 'pricing' | 'legal' | 'complaint' | 'unsubscribe' | 'asks_for_human';

export interface Escalation {
  escalate: boolean;
  /** Every reason found, in the order below. */
  reasons: EscalationReason[];
}

/** Matched on the reply lower-cased, accents kept; `\b` is avoided where accents would break it. */
export const escalationRules: Record<EscalationReason, RegExp[]> = {
  unsubscribe: [
    /\bunsubscrib/,
    /\bopt(?:ing)?[\s-]?out\b/,
    /\bremove (?:me|us|my (?:e-?mail|address|name))\b/,
    /\btake (?:me|us) off\b/,
    /\bstop (?:e-?mailing|messaging|contacting|writing|sending)\b/,
    /\b(?:do not|don't|dont|never) (?:contact|e-?mail|message|write to) (?:me|us)\b/,
    /\bd[ée]sinscri/,
    /\bdésabonn|\bdesabonn/,
    /\babmelden\b|\babbestellen\b|\bkeine (?:e-?mails|nachrichten) mehr\b/,
    /\bdar(?:me)? de baja\b|\bdarse de baja\b|\bcancelar (?:la )?suscripci/,
    /\bdescadastr|\bcancelar (?:a )?inscri/,
  ],
  pricing: [
    /\bprice|\bpricing\b|\bpriced\b/,
    /\bhow much\b/,
    /\bcost(?:s|ing)?\b/,
    /\bquote\b|\bquotation\b/,
    /\bdiscount/,
    /\bbudget\b/,
    /\binvoice|\bbilling\b|\brefund/,
    /\bprix\b|\btarif|\bcombien\b|\bdevis\b/,
    /\bpreis|\bkost(?:en|et)\b|\bangebot\b|\brabatt/,
    /\bprecio|\bcu[aá]nto cuesta|\bcotizaci[oó]n|\bdescuento/,
    /\bpreço|\bpreco\b|\bquanto custa|\borçamento|\bdesconto/,
  ],
  legal: [
    /\blegal\b|\blawyer|\battorney|\blawsuit|\bsue\b|\bsuing\b/,
    /\bgdpr\b|\bccpa\b|\bdata protection\b|\bprivacy\b|\bcompliance\b/,
    /\bcease and desist\b|\bcontract\b|\bterms and conditions\b|\bliabilit/,
    /\brgpd\b|\bavocat|\bjuridique|\bdsgvo\b|\banwalt|\brechtlich|\babogado|\babogada|\badvogad|\blgpd\b/,
  ],
  complaint: [
    /\bcomplain|\bcomplaint/,
    /\bspam(?:ming|med|my)?\b/,
    /\bharass/,
    /\bunacceptable\b|\bridiculous\b|\boutrageous\b|\bannoy/,
    /\breport(?:ing)? (?:you|this)\b/,
    /\bhow did you get my\b/,
    /\bplainte\b|\bbeschwerde\b|\bqueja\b|\breclama/,
  ],
  asks_for_human: [
    /\b(?:real|actual) (?:person|human)\b/,
    /\b(?:talk|speak|chat) (?:to|with) (?:a |an |someone|somebody|a real|your manager|a person|a human|a sales)/,
    /\bare you (?:a )?(?:bot|robot|ai|human|real)\b/,
    /\bis this (?:a )?(?:bot|automated|an ai|ai|real)\b/,
    /\b(?:a|an actual) human\b/,
    /\bune vraie personne\b|\bun humain\b|\becht(?:e|en)? mensch|\buna persona real\b|\bum humano\b|\buma pessoa real\b/,
  ],
};

const order: EscalationReason[] = ['unsubscribe', 'pricing', 'legal', 'complaint', 'asks_for_human'];

/** Whether a prospect's reply goes to a person, and why. */
export function needsHuman(replyText: string): Escalation {
  const text = replyText.toLowerCase();
  const reasons = order.filter((reason) => escalationRules[reason].some((rule) => rule.test(text)));
  return { escalate: reasons.length > 0, reasons };
}
