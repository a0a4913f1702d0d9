// A page opened from disk can load other files only as plain scripts (no fetch, no module scripts, no workers from
// files), so every file the app reads after start-up arrives this way and hands over a value through a global.

/** Loads a classic script and resolves with the value it left in `self[globalName]`. */
export const loadScript = (url: string, globalName: string): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      script.remove();
      const value = (window as unknown as Record<string, unknown>)[globalName];
      if (value === undefined) reject(new Error(`${url} did not set ${globalName}`));
      else resolve(value);
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.append(script);
  });
