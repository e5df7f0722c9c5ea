import { afterEach, describe, expect, it } from 'vitest';
import { bootPayload, removeBootShell } from './boot.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(block: string) {
  document.body.innerHTML = `<div id="root"></div><div id="boot-shell"></div>${block}`;
}

describe('the boot payload', () => {
  it("reads the server's data block", () => {
    page(
      '<script type="application/json" id="talih-boot">{"lang":"tk","at":1000,"banners":[],"lobby":{"labelList":[]},"studio":null}</script>',
    );
    expect(bootPayload()).toEqual({
      lang: 'tk',
      at: 1000,
      banners: [],
      lobby: { labelList: [] },
      studio: null,
    });
  });

  it('is null without a block, with a damaged one, or one without its language and time', () => {
    page('');
    expect(bootPayload()).toBeNull();
    page('<script type="application/json" id="talih-boot">{"lang":"tk",</script>');
    expect(bootPayload()).toBeNull();
    page('<script type="application/json" id="talih-boot">{"banners":[]}</script>');
    expect(bootPayload()).toBeNull();
  });

  it('takes the first screen away, once', () => {
    page('');
    removeBootShell();
    expect(document.getElementById('boot-shell')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    removeBootShell();
  });
});
