## Das Hauptbuch.
