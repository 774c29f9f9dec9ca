import { LegalDocument } from './LegalDocument';

export default function TermsOfUsePage() {
  return <LegalDocument name="terms" />;
}
