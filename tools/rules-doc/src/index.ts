// writeSite (file I/O) stays out of this entry so browser bundles never see node:fs; the CLI imports it directly.
