import { LegalDocument } from './LegalDocument';

export default function PrivacyPolicyPage() {
  return <LegalDocument name="privacy" />;
}
