/**
 * The integration snippet the SDK drawer shows: loads the install SDK from this server for the app,
 * identified by its public id and the account's app_key (the secret never leaves the console).
 */
export const sdkSnippetOf = (origin: string, appId: string, appKey: string) =>
  [
    `<script src="${origin}/sdk/pwa-sdk.js" async></script>`,
    '<script>',
    '  window.pwaSdkQueue = window.pwaSdkQueue || [];',
    `  window.pwaSdkQueue.push(['init', { appId: '${appId}', appKey: '${appKey}' }]);`,
    '</script>',
  ].join('\n');
