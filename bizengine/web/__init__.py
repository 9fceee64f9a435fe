"""Flask side of bizengine: the HTTP API, the staff panel page and the widget static files."""
