/** The frame of the local server's hosted pages: plain HTML forms, no client script. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const css = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f8fa}
main{max-width:920px;margin:0 auto;padding:32px 20px;display:grid;gap:32px}
@media(min-width:760px){main.split{grid-template-columns:1fr 1fr}}
h1{font-size:22px;margin:0 0 8px}h2{font-size:17px;margin:0 0 12px}
.panel{background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:24px}
.banner{background:#fff4e5;border:1px solid #f5c28b;color:#663c00;border-radius:6px;padding:8px 12px;font-size:13px}
.amount{font-size:32px;font-weight:600;margin:4px 0}.muted{color:#6a7383;font-size:13px}
label{display:block;font-size:13px;font-weight:500;margin:12px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid #c9d1db;border-radius:6px;font:inherit}
input:focus{outline:2px solid #635bff;border-color:#635bff}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{font:inherit;cursor:pointer;border-radius:6px;padding:8px 14px;border:1px solid #c9d1db;background:#fff}
button.primary{width:100%;margin-top:20px;padding:12px;background:#635bff;border-color:#635bff;color:#fff;font-weight:600}
[role=alert]{background:#fdecea;border:1px solid #f5a5a0;color:#8a1c14;border-radius:6px;padding:10px 12px;margin-top:12px}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:8px 4px;border-bottom:1px solid #eef1f4;font-size:14px}
ul.plain{list-style:none;padding:0;margin:0}ul.plain li{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 0;border-bottom:1px solid #eef1f4}
form.inline{display:inline}a{color:#635bff}
`;

export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{css}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}

export function TestBanner() {
  return (
    <p className="banner">
      Test mode — the local payments server. No real money moves. Pay with 4242 4242 4242 4242, any future
      date, any CVC.
    </p>
  );
}

export function html(element: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

export function formatDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}

/** The card form shared by checkout and the portal's "Add a card". */
export function CardFields({ values }: { values?: Record<string, string> }) {
  return (
    <>
      <label htmlFor="cardnumber">Card number</label>
      <input
        id="cardnumber"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        defaultValue={values?.cardnumber}
        required
      />
      <div className="row">
        <div>
          <label htmlFor="exp">Expiration (MM / YY)</label>
          <input
            id="exp"
            name="exp"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            defaultValue={values?.exp}
            required
          />
        </div>
        <div>
          <label htmlFor="cvc">CVC</label>
          <input id="cvc" name="cvc" autoComplete="cc-csc" inputMode="numeric" placeholder="CVC" />
        </div>
      </div>
      <label htmlFor="cardholder">Cardholder name</label>
      <input
        id="cardholder"
        name="cardholder"
        autoComplete="cc-name"
        placeholder="Full name on card"
        defaultValue={values?.cardholder}
      />
    </>
  );
}
