/** Organisations, schools, colleges, majors, provinces (issue 3). Paths, schemas and types of this domain live here. */
export {};
