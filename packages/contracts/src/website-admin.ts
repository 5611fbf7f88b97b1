/** Website settings and banners administration (issue 3). Paths, schemas and types of this domain live here. */
export {};
