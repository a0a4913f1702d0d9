// What the page says: a polite live region for screen readers, and a toast for what the player asked to know.
import { type Ref, ref } from 'vue';

/** The live region's text and the toast, with ways to say something in each. */
export const useAnnouncer = <P>(position: Readonly<Ref<P>>) => {
  const announcement = ref('');
  const toast = ref<{ text: string; id: number } | null>(null);
  let announcedAt: P | null = null;

  // A live region only speaks when its text changes: a repeated sentence gets an invisible mark to differ.
  const announce = (text: string) => {
    announcement.value = announcement.value === text ? `${text}\u200b` : text;
    announcedAt = position.value;
  };
  /** Says `text` after what was said about the same position, else on its own. */
  const announceMore = (text: string) =>
    announce(announcedAt === position.value && announcement.value ? `${announcement.value} ${text}` : text);
  const showToast = (text: string) => {
    toast.value = { text, id: (toast.value?.id ?? 0) + 1 };
  };

  return { announcement, toast, announce, announceMore, showToast };
};
