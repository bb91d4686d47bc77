/**
 * The one container every part of the shell shares (header, banners, every page): the same width
 * and side padding, so moving between pages never shifts the content sideways.
 */
export const pageWidth = 'mx-auto w-full max-w-7xl px-4 sm:px-6'
