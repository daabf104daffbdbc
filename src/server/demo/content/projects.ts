/** The demo projects: three for Northwind Foods, two for Lumen Bank. */
import type { ProjectContent } from "./types";

export const projects: readonly ProjectContent[] = [
  {
    key: "oat-relaunch",
    client: "northwind",
    title: "Oat Drinks Relaunch 2025",
    // Set up by the provider for the client: client_created false.
    clientCreated: false,
    socratProjectId: 5101,
    createdBy: "producer@demo.test",
    createdAt: "2025-01-13T09:00:00Z",
  },
  {
    key: "snacking",
    client: "northwind",
    title: "Snacking Innovation",
    clientCreated: true,
    socratProjectId: 5102,
    createdBy: "admin@demo.test",
    createdAt: "2025-02-03T10:30:00Z",
  },
  {
    key: "webshop",
    client: "northwind",
    title: "Webshop & Digital",
    clientCreated: true,
    socratProjectId: 5103,
    createdBy: "researcher@demo.test",
    createdAt: "2025-03-10T08:15:00Z",
  },
  {
    key: "mobile-app",
    client: "lumen",
    title: "Mobile Banking App",
    clientCreated: true,
    socratProjectId: 6201,
    createdBy: "olivia.grant@lumenbank.test",
    createdAt: "2025-02-17T12:00:00Z",
  },
  {
    key: "brand-comms",
    client: "lumen",
    title: "Brand & Communication",
    clientCreated: false,
    socratProjectId: 6202,
    createdBy: "producer@demo.test",
    createdAt: "2025-01-27T14:45:00Z",
  },
];
