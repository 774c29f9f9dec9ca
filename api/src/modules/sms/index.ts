/**
 * The public face of modules/sms: what other modules, the channels and the composition roots use
 * of it (issue 24: modules meet through this file only; inside the module, files import each other directly).
 */
export { smsRoutes } from './sms.handlers';
export {
  deliverSandboxSms,
  isOptedOut,
  listSmsNumbers,
  prospectSmsNumber,
  type SmsSettings,
  sendSms,
} from './sms.service';
export { smsMessages } from './sms.schema';
