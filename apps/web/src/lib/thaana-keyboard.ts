import { toThaana } from '@club/shared';

/** Text fields a person writes Dhivehi into: not those kept left to right (numbers, emails, references). */
function acceptsThaana(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return target.dir !== 'ltr' && !target.readOnly;
  return (
    target instanceof HTMLInputElement &&
    (target.type === 'text' || target.type === 'search') &&
    target.dir !== 'ltr' &&
    !target.readOnly &&
    !['numeric', 'decimal', 'tel', 'email', 'url'].includes(target.inputMode)
  );
}

/**
 * Each key typed into such a field becomes its Thaana letter. Only plain typing is turned (`insertText`):
 * a phone keyboard's composition, suggestions and autocomplete arrive as other kinds of input and pass as
 * they are, so a phone's own Dhivehi keyboard works unchanged. The letter goes in as typing does, so undo
 * and the form's change events follow.
 */
function typeThaana(event: InputEvent) {
  if (event.inputType !== 'insertText' || event.isComposing || !event.data || !acceptsThaana(event.target)) return;
  const thaana = toThaana(event.data);
  if (thaana === event.data) return;
  event.preventDefault();
  const field = event.target;
  if (!document.execCommand('insertText', false, thaana)) {
    const start = field.selectionStart ?? field.value.length;
    field.setRangeText(thaana, start, field.selectionEnd ?? start, 'end');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Turns the phonetic layout on or off for every field of the page. */
export function setPhoneticTyping(on: boolean) {
  document.removeEventListener('beforeinput', typeThaana, true);
  if (on) document.addEventListener('beforeinput', typeThaana, true);
}
