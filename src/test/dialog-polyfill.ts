// jsdom has <dialog> without showModal/close: minimal versions that toggle `open`, move focus in,
// turn Escape into a cancelable 'cancel' event and fire 'close', as browsers do.
const escapeHandlers = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();

function focusFirst(dialog: HTMLDialogElement) {
  const target = dialog.querySelector<HTMLElement>('[autofocus], button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])');
  target?.focus();
}

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) return;
    this.setAttribute('open', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const cancel = new Event('cancel', { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    };
    escapeHandlers.set(this, onKeyDown);
    document.addEventListener('keydown', onKeyDown);
    focusFirst(this);
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const onKeyDown = escapeHandlers.get(this);
    if (onKeyDown) document.removeEventListener('keydown', onKeyDown);
    escapeHandlers.delete(this);
    this.dispatchEvent(new Event('close'));
  };
}
