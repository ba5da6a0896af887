// Chromium can keep the empty boxes of text drawn before a web font arrived, so the bundled Bengali face
// is fetched before Bengali is shown: at start in Bengali, and before switching to it (waiting a moment
// at most, then showing the page anyway).
export async function loadBengaliFace(maxWaitMs = 1500): Promise<void> {
  if (!('fonts' in document)) return
  const faces = ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "Mela Bengali"`, 'অ৳'))
  await Promise.race([Promise.allSettled(faces), new Promise((resolve) => setTimeout(resolve, maxWaitMs))])
}
