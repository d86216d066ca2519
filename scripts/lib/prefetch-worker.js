// The worker that the inline loader (loader.js) starts after the load event and the first paint:
// it downloads the page's scripts and payload into the HTTP cache, on a thread of its own, so
// that the first input finds them there, and ends. A `<link rel="prefetch">` per file did the
// same on the page's main thread: the request, and every piece of each answer, is a task there
// (decision 021). prerendered.ts writes this file, minified, into the build's static folder,
// named by its hash.
onmessage = function (e) {
  Promise.all(
    e.data.map(function (src) {
      return fetch(src, { priority: "low" }).then(function (r) { return r.arrayBuffer(); }).catch(function () {});
    }),
  ).then(function () { close(); });
};
