/** One empty placeholder block of the gallery. */
type GalleryPlaceholder = {
  id: string;
  label: string;
};

const placeholders: readonly GalleryPlaceholder[] = [
  { id: 'placeholder-1', label: 'Photo coming soon' },
  { id: 'placeholder-2', label: 'Photo coming soon' },
  { id: 'placeholder-3', label: 'Photo coming soon' },
  { id: 'placeholder-4', label: 'Photo coming soon' },
  { id: 'placeholder-5', label: 'Photo coming soon' },
  { id: 'placeholder-6', label: 'Photo coming soon' },
];

export const galleryContent = {
  heading: 'Memories at a Glance',
  backLabel: 'Back',
  intro: 'Photos from our celebrations, team days and project launches will appear here soon.',
  placeholdersLabel: 'Gallery photos (coming soon)',
  placeholders,
} as const;
