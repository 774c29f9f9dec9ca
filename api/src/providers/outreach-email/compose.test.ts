import { describe, expect, it } from 'vitest';
import { bodyParts, htmlToText, withSignature, withUnsubscribeLink } from './compose';

describe('the plain part of an HTML body', () => {
  it('keeps each link as `text (url)`', () => {
    const { text, html } = bodyParts(
      '<p>Hi Anna, see our <a href="https://acme.test/pricing?plan=pro&amp;seats=5">pricing <b>page</b></a>.</p>' +
        "<p>Or <a class='cta' href='https://acme.test/demo'>book a demo</a></p>",
    );
    expect(text).toBe(
      'Hi Anna, see our pricing page (https://acme.test/pricing?plan=pro&seats=5).\nOr book a demo (https://acme.test/demo)',
    );
    expect(html).toContain('href="https://acme.test/pricing?plan=pro&amp;seats=5"');
  });

  it('shows a link whose text is its URL once, and a mailto as its address', () => {
    expect(htmlToText('<div><a href="https://acme.test">https://acme.test</a></div>')).toBe(
      'https://acme.test',
    );
    expect(htmlToText('<p>Write to <a href="mailto:sam@sender.test">Sam</a></p>')).toBe(
      'Write to Sam (sam@sender.test)',
    );
    expect(htmlToText('<p>Write to <a href="MAILTO:sam@sender.test">Sam</a></p>')).toBe(
      'Write to Sam (sam@sender.test)',
    );
    expect(htmlToText('<p><a href="https://acme.test/x"></a>x</p>')).toBe('https://acme.test/xx');
  });

  it('keeps line breaks and decodes entities once', () => {
    expect(htmlToText('<p>a &amp;lt; b</p><p>one<br>two</p>')).toBe('a &lt; b\none\ntwo');
  });

  it("a signature's links too", () => {
    const body = withSignature(
      { text: 'Hello', html: 'Hello' },
      'Sam<br><a href="https://sender.test">Our website</a>',
    );
    expect(body.text).toBe('Hello\n\nSam\nOur website (https://sender.test)');
  });

  it('leaves out images, styles and scripts; headings as written, list items on their lines, &nbsp; kept', () => {
    expect(
      htmlToText(
        '<style>p{color:red}</style><h2>Our offer</h2><ul><li>one</li><li>two</li></ul>' +
          '<p><img src="https://acme.test/logo.png" alt="Acme">Sam&nbsp;Lee</p><script>x()</script>',
      ),
    ).toBe('Our offer\n\n * one\n * two\n\nSam\u00a0Lee');
  });
});

describe('the HTML part of a plain body', () => {
  it('escapes the text and keeps its line breaks', () => {
    expect(bodyParts('Tom & "Jerry" <tom@acme.test>\nit\'s me').html).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;tom@acme.test&gt;<br>\nit&#39;s me',
    );
  });

  it('the unsubscribe link is escaped in its href, the body left as it is', () => {
    expect(withUnsubscribeLink({ text: 'Hi', html: '<p>Hi</p>' }, 'https://app.test/u/a?b=1&c=2').html).toBe(
      '<p>Hi</p>\n<p style="font-size:12px;color:#888"><a href="https://app.test/u/a?b=1&amp;c=2">Unsubscribe</a></p>',
    );
  });
});
