// The built page's Content-Security-Policy, as a <meta> at the top of index.html (a static host may set no headers):
// every file from the page's own folder, nothing inline, no eval, no plugins, nowhere to post a form to.
import type { Plugin } from 'vite';

/** The policy's directives, each allowing the least the page needs. */
const policyDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  // The look is one constructed style sheet (main.ts): no <style> element, no style attribute.
  "style-src 'self'",
  // Opened from a folder on disk, the page starts the solver's worker from a blob of the worker's own source
  // (selfLoadingWorker in classic-script.ts): Chrome refuses workers from files.
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
] as const;

/** The policy as the header or <meta> spells it. */
export const contentSecurityPolicy = policyDirectives.join('; ');

const charset = /<meta charset="[^"]*"\s*\/?>/;

/** Writes the policy into the built index.html, right after its charset: before anything the policy governs. */
export const contentSecurityPolicyMeta = (): Plugin => ({
  name: 'solitaire-content-security-policy',
  apply: 'build',
  transformIndexHtml: (html) => {
    if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the policy goes right after it');
    return html.replace(
      charset,
      (m) => `${m}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />`,
    );
  },
});
