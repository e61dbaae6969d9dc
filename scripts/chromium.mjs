// How every browser run here starts Debian's Chromium. Without the networking flags Chromium keeps
// trying to reach Google services on a closed network; containers often give /dev/shm only 64 MB, too little for
// a renderer of a long page.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
