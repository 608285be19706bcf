/**
 * Intl formatters, made once per language and options: making one costs tens of microseconds (its
 * locale data is resolved each time), and a page of post cards formats a few hundred numbers and
 * dates. They hold no state of their own, so one serves every render, in the browser and on the
 * server alike. Few languages and option sets exist, so the memo stays small.
 */
function memoised<Options, Format>(make: (locale: string, options: Options) => Format) {
  const made = new Map<string, Format>();
  return (locale: string, options = {} as Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

export const numberFormat = memoised(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = memoised(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
