/**
 * The SDK's HTTP client pointed at the stand-in (issue 27): every REST call the Twilio client
 * makes (https://api.twilio.com/...) goes to the same path on the local stand-in, through the
 * SDK's own request code (auth, form encoding, error parsing), so the adapter is tested offline.
 */
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

export class StandinRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super();
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const target = new URL(options.uri);
    return super.request<TData>({ ...options, uri: `${this.baseUrl}${target.pathname}${target.search}` });
  }
}
