/**
 * The public face of modules/dialer: what other modules and the composition roots use of it
 * (issue 24: modules meet through this file only; inside the module, files import each other directly).
 */
export { dialerRoutes } from './dialer.handlers';
export { recordCall } from './dialer-calls.service';
export { hasDialer } from './dialer.service';
export { sendUnansweredToVoicemail } from './incoming.service';
export { chargeDueNumbers } from './monthly-charges';
export { endStaleCalls } from './stale-calls';
export { sipRoutingRoutes } from './sip-routing';
export { twilioVoiceRoutes } from './twilio-voice';
export { voicemailDropRoutes } from './voicemail-drop.handlers';
export { dropVoicemailForStep } from './voicemail-drop.step';
